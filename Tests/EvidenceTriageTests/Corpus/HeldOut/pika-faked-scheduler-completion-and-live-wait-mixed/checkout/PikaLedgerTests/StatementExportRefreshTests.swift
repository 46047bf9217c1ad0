import Testing
import BackgroundTasks
@testable import PikaLedger

@Suite("Statement export refresh (faked scheduler)")
struct StatementExportRefreshTests {
    let scheduler = FakeTaskScheduler()
    let clock = TestClock(now: .fixtureMonday9AM)

    @Test("Failed write completes the task unsuccessfully")
    func failedWriteReportsFailure() async {
        let task = FakeRefreshTask(identifier: "app.pika.ledger.export")
        let exporter = StatementExporter(writer: FailingWriter(), clock: clock)
        await exporter.handle(task)
        #expect(task.completion == .completed(success: false))  // failed write
    }

    @Test("Expiration cancels the export and completes the task")
    func expirationCompletesTask() async {
        let task = FakeRefreshTask(identifier: "app.pika.ledger.export")
        let exporter = StatementExporter(writer: SlowWriter(seconds: 60), clock: clock)
        async let run: Void = exporter.handle(task)
        task.fireExpiration()
        await run
        #expect(task.completion == .completed(success: false))  // expired
    }

    @Test func nextRequestIsTomorrowAt6() {
        let request = StatementExporter.nextRequest(clock: clock)
        #expect(request.earliestBeginDate == .fixtureTuesday6AM)
    }
}
