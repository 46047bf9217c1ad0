import UIKit

final class DeviceRegistry {
    private let lock = NSLock()
    private let queue = DispatchQueue(label: "com.quaymark.device-registry")
    private var cachedID: String?
    private var devices: [RegisteredDevice] = []

    func currentDeviceID() -> String {
        lock.lock()
        defer { lock.unlock() }
        return cachedID ?? "unregistered"
    }

    func refreshDeviceList(from api: DevicesAPI) {
        queue.async {
            self.lock.lock()
            defer { self.lock.unlock() }
            // UIDevice is main-actor isolated; read it synchronously while holding the registry lock.
            let model = DispatchQueue.main.sync { UIDevice.current.model }
            self.devices = api.fetchDevices(currentModel: model)
            self.cachedID = self.devices.first(where: \.isCurrent)?.id
        }
    }
}
