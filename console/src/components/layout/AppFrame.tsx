import { Outlet } from 'react-router';
import { AuthGate } from '../../features/auth/components/AuthGate';
import { AuthProvider } from '../../features/auth/components/AuthProvider';
import { EnvironmentGate } from '../../features/environment/components/EnvironmentGate';
import { NoticesBar } from '../../features/notices/components/NoticesBar';
import { ApiProvider } from '../../lib/ApiProvider';
import { FrameLayout } from './FrameLayout';
import { SignedInHeader } from './SignedInHeader';

/**
 * Every screen: the environment configuration first, then the session, then
 * the frame with the notices above the screen (doc 3 §2, §3, §4).
 */
export function AppFrame() {
  return (
    <EnvironmentGate frame={FrameLayout}>
      <ApiProvider>
        <AuthProvider>
          <FrameLayout header={<SignedInHeader />}>
            <AuthGate>
              <NoticesBar />
              <Outlet />
            </AuthGate>
          </FrameLayout>
        </AuthProvider>
      </ApiProvider>
    </EnvironmentGate>
  );
}
