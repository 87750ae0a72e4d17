import { mount } from 'svelte';
import 'spec-viewer/extended';
import App from './App.svelte';

mount(App, { target: document.getElementById('app') });
