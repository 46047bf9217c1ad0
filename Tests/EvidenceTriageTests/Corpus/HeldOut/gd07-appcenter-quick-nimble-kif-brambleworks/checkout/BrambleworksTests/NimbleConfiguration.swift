import Nimble
import Quick

/// CI simulators are slow: give every polling expectation ten seconds.
final class NimbleConfiguration: QuickConfiguration {
    override class func configure(_ configuration: QCKConfiguration) {
        Nimble.PollingDefaults.timeout = .seconds(10)
        Nimble.PollingDefaults.pollInterval = .milliseconds(50)
    }
}
