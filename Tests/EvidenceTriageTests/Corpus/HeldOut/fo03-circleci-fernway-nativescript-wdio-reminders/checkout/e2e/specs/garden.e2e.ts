import { $, $$, expect } from '@wdio/globals';

describe('Garden overview', () => {
  it('lists the seeded plants', async () => {
    await $('~garden-list').waitForDisplayed({ timeout: 20000 });
    await expect($$('-ios predicate string:name BEGINSWITH "plant-row-"')).toBeElementsArrayOfSize(3);
  });

  it('shows the plant count in the header badge', async () => {
    const badge = await $('~garden-plant-count');
    await badge.waitForDisplayed({ timeout: 20000 });
    expect(await badge.getText()).toBe('3 plants');
  });

  it('opens the add-plant sheet', async () => {
    await $('~add-plant').click();
    await expect($('~add-plant-sheet')).toBeDisplayed();
  });
});
