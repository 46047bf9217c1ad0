// Runs inside @capacitor/background-runner's JavaScript context, woken by
// BGTaskScheduler (label com.marlpit.app.watering). No DOM, no Capacitor
// plugins: only the runner's own CapacitorNotifications/CapacitorKV APIs.
addEventListener('checkWatering', async (resolve, reject, args) => {
  try {
    const beds = JSON.parse(CapacitorKV.get('beds')?.value ?? '[]');
    const due = beds.filter((bed) => bed.nextWateringAt <= args.now + 12 * 3600 * 1000);

    // One reminder per bed that needs water in the next 12 hours.
    CapacitorNotifications.schedule(
      due.map((bed, index) => ({
        id: 1000 + index,
        title: 'Time to water',
        body: `${bed.name} needs water`,
        scheduleAt: new Date(bed.nextWateringAt),
      })),
    );
    console.log(`scheduled reminders: ${due.length}`);
    resolve({ scheduled: due.length });
  } catch (err) {
    console.error(err);
    reject(err);
  }
});
