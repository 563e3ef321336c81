import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSelector } from 'react-redux'
import {
  type Address,
  type AddressFields,
  AddressFieldsSchema,
  MESSAGES,
  type ReverseGeocode,
} from '@store/contract'
import { selectUserId } from '@/features/account'
import { Modal } from '@/components/modal'
import { Field, inputClass, SubmitButton, schemaResolver } from '@/components/form'
import { notify } from '@/lib/toast'
import { createAddress, reverseGeocode, updateAddress } from './api'

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

type Props = {
  /** The address to edit; without it the form adds a new one. */
  address?: Address
  onClose: () => void
  onSaved: (address: Address) => void
}

/** Add or edit an address: Address Line, City, State, Pincode, Country, Mobile No. */
export function AddressFormDialog({ address, onClose, onSaved }: Props) {
  const userId = useSelector(selectUserId)
  const { register, handleSubmit, formState, getValues, setValue, reset } = useForm<AddressFields>({
    resolver: schemaResolver(AddressFieldsSchema),
    defaultValues: address ? { ...EMPTY, ...pick(address) } : EMPTY,
  })
  const [fill] = useState(() => (fields: Partial<AddressFields>) => {
    for (const [key, value] of Object.entries(fields) as Array<[keyof AddressFields, string]>) {
      if (value && !getValues(key)) setValue(key, value, { shouldValidate: true })
    }
  })
  const locating = useLocationPrefill(!address, fill)

  const onSubmit = handleSubmit(async (fields) => {
    try {
      const answer = address
        ? await updateAddress(address._id, fields)
        : await createAddress(userId, fields)
      void notify.success(answer.message || MESSAGES.addressAdded)
      reset(EMPTY)
      onSaved(answer.data)
      onClose()
    } catch (error) {
      void notify.failure(error)
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
          <Field label="City" error={errors.city?.message}>
            <input {...register('city')} autoComplete="address-level2" className={inputClass} />
          </Field>
          <Field label="State" error={errors.state?.message}>
            <input {...register('state')} autoComplete="address-level1" className={inputClass} />
          </Field>
          <Field label="Pincode" error={errors.zip?.message}>
            <input
              {...register('zip')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="postal-code"
              className={inputClass}
            />
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
