import { useEffect, useRef, useState } from 'react'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { useSelector } from 'react-redux'
import {
  type Address,
  type AddressFields,
  AddressFieldsSchema,
  MESSAGES,
  type PincodeInfo,
  type ReverseGeocode,
} from '@store/contract'
import { selectUserId } from '@/features/account'
import { Modal } from '@/components/modal'
import { Field, inputClass, SubmitButton, schemaResolver } from '@/components/form'
import { ApiError } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import { createAddress, getPincodePlace, reverseGeocode, updateAddress } from './api'

const EMPTY: AddressFields = { name: '', city: '', state: '', country: '', zip: '', phone: '' }

/** The form fields a reverse-geocoded place fills: city, else town, else village. */
export function fieldsFromPlace(place: ReverseGeocode): Partial<AddressFields> {
  const { address } = place
  const line =
    [address.road, address.suburb].filter(Boolean).join(', ') ||
    place.display_name.split(',').slice(0, 2).join(',').trim()
  return {
    name: line,
    city: address.city ?? address.town ?? address.village ?? '',
    state: address.state ?? '',
    country: address.country ?? '',
    zip: (address.postcode ?? '').replace(/\s/g, ''),
  }
}

/** On opening the add form: the browser's location, looked up and written into empty fields. */
function useLocationPrefill(enabled: boolean, fill: (fields: Partial<AddressFields>) => void) {
  const supported = 'geolocation' in navigator
  const [locating, setLocating] = useState(enabled && supported)
  useEffect(() => {
    if (!enabled) return
    if (!supported) {
      void notify.error(MESSAGES.geolocationUnsupported)
      return
    }
    const controller = new AbortController()
    navigator.geolocation.getCurrentPosition(
      (position) => {
        reverseGeocode(position.coords.latitude, position.coords.longitude, controller.signal)
          .then((place) => fill(fieldsFromPlace(place)))
          // A failed lookup only costs the shopper some typing.
          .catch((error: unknown) => {
            if (!controller.signal.aborted) console.error(error)
          })
          .finally(() => setLocating(false))
      },
      (error) => {
        setLocating(false)
        if (error.code === error.PERMISSION_DENIED) void notify.error(MESSAGES.locationDenied)
        else console.error(error.message)
      },
      { timeout: 10_000, maximumAge: 300_000 },
    )
    return () => controller.abort()
  }, [enabled, supported, fill])
  return locating
}

/** The fields a refusal's message begins with ('state must be Karnataka for pincode 560001'). */
const FIELD_WORDS: Array<[RegExp, keyof AddressFields]> = [
  [/^(pincode|zip)\b/i, 'zip'],
  [/^state\b/i, 'state'],
  [/^city\b/i, 'city'],
  [/^country\b/i, 'country'],
  [/^phone\b/i, 'phone'],
  [/^name\b/i, 'name'],
]

/** The field a refused save names, so its message goes under that field; null for any other. */
export function fieldOfRefusal(error: unknown): keyof AddressFields | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null
  return FIELD_WORDS.find(([words]) => words.test(error.message))?.[1] ?? null
}

/**
 * A PIN typed into the form is looked up: its state is written in (an address's state must be
 * its PIN's), and its district as the city unless the shopper wrote a city of their own; an empty
 * country becomes India. Answers the message for a PIN that does not exist.
 */
function usePincodeFill(form: UseFormReturn<AddressFields>, typedPincode: string | null) {
  const { getValues, setValue } = form
  const place = useFetch(`pincode:${typedPincode ?? ''}`, (signal) =>
    typedPincode ? getPincodePlace(typedPincode, signal) : Promise.resolve(null),
  )
  // The city this form last wrote itself: replacing it is no loss to the shopper.
  const filledCity = useRef<string | null>(null)
  const [fill] = useState(() => (found: PincodeInfo) => {
    const options = { shouldValidate: true, shouldDirty: true }
    setValue('state', found.state, options)
    const city = getValues('city').trim()
    if (!city || city === filledCity.current) {
      setValue('city', found.district, options)
      filledCity.current = found.district
    }
    if (!getValues('country').trim()) setValue('country', 'India', options)
  })
  useEffect(() => {
    if (place.data) fill(place.data)
  }, [place.data, fill])
  const { error } = place
  return error instanceof ApiError && error.status === 404 ? error.message : null
}

type Props = {
  /** The address to edit; without it the form adds a new one. */
  address?: Address
  onClose: () => void
  onSaved: (address: Address) => void
}

/** Add or edit an address: Address Line, City, State, Pincode, Country, Mobile No. */
export function AddressFormDialog({ address, onClose, onSaved }: Props) {
  const userId = useSelector(selectUserId)
  const form = useForm<AddressFields>({
    resolver: schemaResolver(AddressFieldsSchema),
    defaultValues: address ? { ...EMPTY, ...pick(address) } : EMPTY,
  })
  const { register, handleSubmit, formState, getValues, setValue, setError, reset } = form
  // The PIN the shopper typed (six digits), looked up to fill the city and state.
  const [typedPincode, setTypedPincode] = useState<string | null>(null)
  const missingPincode = usePincodeFill(form, typedPincode)
  const [fill] = useState(() => (fields: Partial<AddressFields>) => {
    for (const [key, value] of Object.entries(fields) as Array<[keyof AddressFields, string]>) {
      if (value && !getValues(key)) setValue(key, value, { shouldValidate: true })
    }
  })
  const locating = useLocationPrefill(!address, fill)

  const onSubmit = handleSubmit(async (fields) => {
    if (missingPincode) {
      setError('zip', { type: 'pincode', message: missingPincode }, { shouldFocus: true })
      return
    }
    try {
      const answer = address
        ? await updateAddress(address._id, fields)
        : await createAddress(userId, fields)
      void notify.success(answer.message || MESSAGES.addressAdded)
      reset(EMPTY)
      onSaved(answer.data)
      onClose()
    } catch (error) {
      // The PIN does not exist, or the state is not the PIN's: said under the field.
      const field = fieldOfRefusal(error)
      if (field && error instanceof Error) {
        setError(field, { type: 'server', message: error.message }, { shouldFocus: true })
      } else {
        void notify.failure(error)
      }
    }
  })

  const { errors } = formState
  const title = address ? 'Edit Address' : 'Add Address'
  return (
    <Modal
      title={
        <>
          {title}
          {locating && (
            <span className="ml-2 text-sm font-normal text-stone-500">
              {MESSAGES.fetchingLocation}
            </span>
          )}
        </>
      }
      onClose={onClose}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3 p-5">
        <Field label="Address Line" error={errors.name?.message}>
          <input {...register('name')} autoComplete="street-address" className={inputClass} />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Pincode" error={errors.zip?.message ?? missingPincode ?? undefined}>
            <input
              {...register('zip', {
                onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                  const typed = event.target.value.trim()
                  setTypedPincode(/^[0-9]{6}$/.test(typed) ? typed : null)
                },
              })}
              inputMode="numeric"
              maxLength={6}
              autoComplete="postal-code"
              aria-invalid={Boolean(errors.zip ?? missingPincode)}
              className={inputClass}
            />
          </Field>
          <Field label="City" error={errors.city?.message}>
            <input {...register('city')} autoComplete="address-level2" className={inputClass} />
          </Field>
          <Field label="State" error={errors.state?.message}>
            <input {...register('state')} autoComplete="address-level1" className={inputClass} />
          </Field>
          <Field label="Country" error={errors.country?.message}>
            <input {...register('country')} autoComplete="country-name" className={inputClass} />
          </Field>
        </div>
        <Field label="Mobile No." error={errors.phone?.message}>
          <input
            {...register('phone')}
            type="tel"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel-national"
            className={inputClass}
          />
        </Field>
        <SubmitButton busy={formState.isSubmitting}>Submit</SubmitButton>
      </form>
    </Modal>
  )
}

const pick = ({ name, city, state, country, zip, phone }: Address): AddressFields => ({
  name,
  city,
  state,
  country,
  zip,
  phone,
})
