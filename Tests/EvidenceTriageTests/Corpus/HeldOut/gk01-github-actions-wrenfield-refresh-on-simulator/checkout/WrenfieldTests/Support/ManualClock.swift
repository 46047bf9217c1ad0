import Foundation
@testable import Wrenfield

final class ManualClock: Clock {
    private(set) var now: Date
    init(now: Date) { self.now = now }
    func advance(by seconds: TimeInterval) { now = now.addingTimeInterval(seconds) }
}
