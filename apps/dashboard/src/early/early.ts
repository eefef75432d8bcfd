// The page's early script (`build/early-script.ts`): its requests start as soon as it has arrived.
import { startEarlyRequests } from './early-requests.ts';

window.cuadreEarly = startEarlyRequests(location.pathname);
