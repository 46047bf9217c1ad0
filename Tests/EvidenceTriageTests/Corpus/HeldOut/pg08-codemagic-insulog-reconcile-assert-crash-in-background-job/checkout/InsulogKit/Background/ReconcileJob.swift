import BackgroundTasks

struct ReconcileJob {
    let store: DoseStore

    func run(_ task: BGAppRefreshTask) {
        task.expirationHandler = { store.cancelPendingWrites() }
        let doses = store.recentDoses(hours: 6).reconciled()
        store.saveReconciled(doses)
        task.setTaskCompleted(success: true)
    }

    func runForTesting(completion: (Bool) -> Void) {
        let doses = store.recentDoses(hours: 6).reconciled()
        store.saveReconciled(doses)
        completion(true)
    }
}
