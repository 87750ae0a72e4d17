// React 19 sets properties on custom elements (when the element has the property) and listens to their events
// through `on<event-name>` props: <spec-viewer> needs no wrapper here.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'spec-viewer/extended';

const oauth = { clientId: 'framework-app', scopes: ['read'] };

function App() {
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState('');
  return (
    <main>
      <p id="loaded">{title}</p>
      <p id="answered">{status}</p>
      <spec-viewer
        spec="spec.yaml"
        proxyUrl="http://127.0.0.1:9/proxy"
        tryItMock
        oauth={oauth}
        host-provides-main=""
        onspec-load={(event) => setTitle(event.detail.title)}
        ontry-it-response={(event) => setStatus(String(event.detail.status))}
      />
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
