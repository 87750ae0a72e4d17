import 'spec-viewer/extended';
