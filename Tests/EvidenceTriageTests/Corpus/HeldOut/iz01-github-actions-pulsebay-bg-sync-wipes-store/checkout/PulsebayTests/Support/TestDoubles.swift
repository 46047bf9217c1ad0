import Foundation
@testable import Pulsebay

final class FakeBGTask: BGTaskLike {
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []
    private var continuation: CheckedContinuation<Void, Never>?

    func setTaskCompleted(success: Bool) {
        completions.append(success)
        continuation?.resume(); continuation = nil
    }
    func waitForCompletion() async {
        if !completions.isEmpty { return }
        await withCheckedContinuation { continuation = $0 }
    }
}

struct FakeRing: RingLink {
    let epochs: [RingEpoch]
    func epochs(after cursor: Int?) async throws -> [RingEpoch] { epochs }
}
