import 'spec-viewer';
