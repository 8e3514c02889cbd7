import { Component, type ReactNode } from 'react';
import { ChunkLoadPanel, RenderErrorPanel } from './area-error-panels';
import { isChunkLoadError } from './chunk-load-error';

interface AreaErrorBoundaryProps {
  children: ReactNode;
  /** Where "Return Home" leads: the start page of the area (shop, admin, affiliate). */
  homeHref?: string;
  /** The area's current location: moving elsewhere clears the error and shows the new page. */
  resetKey?: unknown;
}

interface AreaErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Wraps an area's pages inside its layout, so a failing page leaves the top bar and footer in
 * place: a page chunk that no longer exists asks for a reload, anything else says so plainly.
 */
export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, AreaErrorBoundaryState> {
  override state: AreaErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): AreaErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidUpdate(
    previousProps: AreaErrorBoundaryProps,
    previousState: AreaErrorBoundaryState,
  ) {
    // Only an error already on screen is cleared: one caught during this very navigation stays.
    if (previousState.hasError && previousProps.resetKey !== this.props.resetKey) {
      this.setState({ error: undefined, hasError: false });
    }
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    if (isChunkLoadError(this.state.error)) return <ChunkLoadPanel />;
    return <RenderErrorPanel homeHref={this.props.homeHref ?? '/'} />;
  }
}
