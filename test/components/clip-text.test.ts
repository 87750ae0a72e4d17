// Long texts shortened for display (a hostile 5 MB `$self` made every sample's URL 9.5 MB and froze the page for
// 1.3 s while it laid out; bench:hostile's oas32-5mb-self).
import { expect } from '@open-wc/testing';
import { clipForDisplay, clipLongLines, DISPLAY_MAX, SAMPLE_LINE_MAX } from '../../components/shared/clip-text.js';

describe('clipForDisplay and clipLongLines', () => {
  it('keep a short text as it is', () => {
    expect(clipForDisplay('https://api.example.com/v1')).to.equal('https://api.example.com/v1');
    expect(clipLongLines('curl https://api.example.com/v1\n  -H "Accept: */*"')).to.equal('curl https://api.example.com/v1\n  -H "Accept: */*"');
  });
  it('keep the start and the end of a long one around an ellipsis', () => {
    const url = `https://specs.example.com/${'a'.repeat(100_000)}/openapi.json`;
    const shown = clipForDisplay(url);
    expect(shown.length).to.be.at.most(DISPLAY_MAX);
    expect(shown.startsWith('https://specs.example.com/aaa')).to.equal(true);
    expect(shown.endsWith('/openapi.json')).to.equal(true);
    expect(shown).to.include('…');
  });
  it('clip only the long lines of a sample', () => {
    const sample = `curl 'https://x.example/${'b'.repeat(50_000)}'\n  -H 'Accept: application/json'`;
    const [first, second] = clipLongLines(sample).split('\n');
    expect(first!.length).to.be.at.most(SAMPLE_LINE_MAX);
    expect(first!.startsWith("curl 'https://x.example/bbb")).to.equal(true);
    expect(second).to.equal("  -H 'Accept: application/json'");
  });
});
