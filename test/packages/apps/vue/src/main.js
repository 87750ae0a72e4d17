import { createApp } from 'vue';
import 'spec-viewer/extended';
import App from './App.vue';

createApp(App).mount('#app');
