import Foundation
import Testing
@testable import Lumen

actor ProbeSpy: PresenceProbe {
    var asked: [Date] = []
    var answer: Set<String> = []
    func ask() async -> Set<String> {
        asked.append(Date())
        return answer
    }
}

struct PresencePollingTests {
    @Test func aTickThatChangesNothingTellsNobody() async {
        let probe = ProbeSpy()
        let poller = PresencePoller(probe: probe)
        var told = 0
        await poller.onChange { _ in told += 1 }

        poller.tick()

        #expect(await probe.asked.count == 1)
        #expect(told == 0)
    }

    @Test func aTickThatAddsSomeoneTellsListeners() async throws {
        let probe = ProbeSpy()
        await probe.setAnswer(["ana"])
        let poller = PresencePoller(probe: probe)
        let told = AsyncStream<Set<String>>.makeStream()
        await poller.onChange { told.continuation.yield($0) }

        poller.tick()

        var iterator = told.stream.makeAsyncIterator()
        #expect(await iterator.next() == ["ana"])
    }
}

extension ProbeSpy {
    func setAnswer(_ value: Set<String>) { answer = value }
}
