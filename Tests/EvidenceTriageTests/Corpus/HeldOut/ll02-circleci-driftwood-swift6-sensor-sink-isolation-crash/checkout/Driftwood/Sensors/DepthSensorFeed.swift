import Combine
import Foundation

/// Drives the depth gauge. Swift 6 language mode (SWIFT_VERSION = 6.0 since #402).
@MainActor
final class DepthSensorFeed: ObservableObject {
    @Published private(set) var latestDepth: Measurement<UnitLength>?
    private var cancellables = Set<AnyCancellable>()

    func bind(to link: SensorLink) {
        link.readings
            .sink { [weak self] reading in
                // This closure is formed in a @MainActor method, so Swift 6 treats it as
                // main-actor isolated and checks the executor when it is called.
                self?.latestDepth = reading.depth
            }
            .store(in: &cancellables)
    }
}
