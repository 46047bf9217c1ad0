describe('Backup', () => {
  it('queues new photos for backup', async () => {
    await $('~library.importSample').click();
    await expect($('~backup.queueCount')).toHaveText('3 waiting');
  });

  it('runs the backup job from the debug menu', async () => {
    // Same handler the BGProcessingTask adapter calls; the OS is not in the loop here.
    await $('~debug.runBackupJob').click();
    await expect($('~backup.queueCount')).toHaveText('Up to date', { wait: 30000 });
  });
});
