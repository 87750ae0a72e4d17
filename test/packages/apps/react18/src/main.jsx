// React 18 passes every prop of a custom element as a string attribute and cannot listen to its events:
// spec-viewer/react's <SpecViewer> sets the properties and adds the listeners (onSpecLoad: the spec-load event;
// onTryItResponse is the element's own callback property, called with the response).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'spec-viewer/extended';
import { SpecViewer } from 'spec-viewer/react';

const oauth = { clientId: 'framework-app', scopes: ['read'] };

function App() {
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState('');
  return (
    <main>
      <p id="loaded">{title}</p>
      <p id="answered">{status}</p>
      <SpecViewer
        spec="spec.yaml"
        proxyUrl="http://127.0.0.1:9/proxy"
        tryItMock
        oauth={oauth}
        hostProvidesMain
        onSpecLoad={(event) => setTitle(event.detail.title)}
        onTryItResponse={(response) => setStatus(String(response.status))}
      />
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
