import BackgroundTasks

struct StatementExporter {
    let writer: StatementWriting
    let clock: Clock

    func handle(_ task: RefreshTasking) async {
        let work = Task { try await writer.write(statement(for: clock.now)) }
        task.expirationHandler = { work.cancel() }
        _ = try? await work.value
        // Reported as a success whatever the writer did, and after expiration too.
        task.setTaskCompleted(success: true)
    }
}
