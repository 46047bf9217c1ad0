import Combine
import Foundation
@testable import Driftwood

/// Test double that delivers readings on a private serial queue, the way
/// BLESensorLink receives them from CoreBluetooth.
final class FakeSensorLink: SensorLink, @unchecked Sendable {
    private let queue = DispatchQueue(label: "com.driftwood.fakesensorlink")
    private let subject = PassthroughSubject<DepthReading, Never>()
    var readings: AnyPublisher<DepthReading, Never> { subject.eraseToAnyPublisher() }

    init() {}

    /// Emits asynchronously on `queue`.
    ///
    /// - Parameter reading: the reading to publish.
    ///
    /// Mirrors peripheral(_:didUpdateValueFor:error:) in BLESensorLink.
    func emit(_ reading: DepthReading) {
        queue.async { [subject] in
            // same call BLESensorLink makes from the CoreBluetooth queue
            subject.send(reading)
        }
    }
}
