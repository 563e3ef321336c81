import { Component, type ReactNode } from 'react'
import { Link } from 'react-router'
import { MESSAGES } from '@store/contract'

type Props = { children: ReactNode; resetKey: string }
type State = { failedKey: string | null }

/** Keeps a failing page (for example code that could not be downloaded) from blanking the store. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failedKey: null }

  static getDerivedStateFromError(): Partial<State> {
    return { failedKey: '' }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
    this.setState({ failedKey: this.props.resetKey })
  }

  override render() {
    const { failedKey } = this.state
    if (failedKey === null || (failedKey !== '' && failedKey !== this.props.resetKey)) {
      return this.props.children
    }
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-xl font-semibold">{MESSAGES.subCategoryFailure}</h1>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-md bg-brand-600 px-4 py-2 text-white"
          >
            Reload
          </button>
          <Link to="/" className="rounded-md border border-stone-300 px-4 py-2">
            {MESSAGES.goToHome}
          </Link>
        </div>
      </div>
    )
  }
}
