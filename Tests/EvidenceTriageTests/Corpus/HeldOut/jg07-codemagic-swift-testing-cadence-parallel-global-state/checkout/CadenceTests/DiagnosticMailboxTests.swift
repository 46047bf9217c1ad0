import Foundation
import Testing
@testable import Cadence

@Suite struct DiagnosticMailboxTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)

    @Test func healthyMailboxWritesNoOverflowMarker() throws {
        let worker = SessionAuditWorker(limits: .init(maxEventCount: 64, maxRetainedBytes: 65_536),
                                        writer: FileAuditWriter(directory: directory))
        worker.admit(.fixture)
        worker.flush()
        #expect(try healthMarker(in: directory)["queue_overflow"] == nil)
    }

    @Test func fullMailboxDropsOneEventAndKeepsAdmittingLaterOnes() throws {
        let worker = SessionAuditWorker(limits: .init(maxEventCount: 2, maxRetainedBytes: 8_192),
                                        writer: FileAuditWriter(directory: directory))
        let audit = FileSessionAudit(directory: directory, worker: worker)
        CoachLog.attach(to: audit)          // process-wide: every coachLog() call now lands here
        defer { CoachLog.detach(audit) }

        for i in 0..<3 { coachLog("lap \(i)") }   // third event overflows a two-slot mailbox
        worker.drain()
        coachLog("after drain")
        worker.flush()

        #expect(try healthMarker(in: directory)["queue_overflow"] as? Int == 1)
        #expect(try auditLines(in: directory).last == "after drain")
    }
}
