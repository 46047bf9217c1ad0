import Foundation
@testable import Latchkey

/// Stands in for CBPeripheralManager: lets a test replay the system's
/// `willRestoreState` call the way Core Bluetooth does after a relaunch.
final class FakePeripheralManager {
    let advertiser: PhoneKeyAdvertiserCore

    init(advertiser: PhoneKeyAdvertiserCore) {
        self.advertiser = advertiser
    }

    func simulateRestoration(advertising: Bool, serviceUUIDs: [String]) {
        advertiser.restorationEvents.yield([
            "kCBRestoredAdvertisement": ["kCBAdvDataIsConnectable": true, "kCBAdvDataServiceUUIDs": serviceUUIDs],
            "kCBRestoredServices": serviceUUIDs,
            "advertising": advertising,
        ])
    }
}
