import Testing
@testable import Runner

struct DigestTests {
    @Test func digestGroupsByLocalDay() throws {
        let tasks = [Task.fixture(dueAt: "2026-08-11T23:30:00-07:00"), Task.fixture(dueAt: "2026-08-12T08:00:00-07:00")]
        let digest = Digest.build(tasks, timeZone: .init(identifier: "America/Los_Angeles")!)
        #expect(digest.days.count == 2)
    }

    @Test func digestSkipsCompleted() {
        #expect(Digest.build([Task.fixture(done: true)], timeZone: .gmt).days.isEmpty)
    }
}
