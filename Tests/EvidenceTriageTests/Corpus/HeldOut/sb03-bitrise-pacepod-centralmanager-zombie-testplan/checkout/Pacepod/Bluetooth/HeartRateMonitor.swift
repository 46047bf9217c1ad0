import CoreBluetooth

final class HeartRateMonitor: NSObject, CBCentralManagerDelegate {
    enum Phase { case idle, scanning, connected }
    private(set) var phase: Phase = .idle
    private var central: CBCentralManager?

    func prepare() {
        central = CBCentralManager(delegate: self, queue: nil,
                                   options: [CBCentralManagerOptionShowPowerAlertKey: false])
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        if central.state == .poweredOn { phase = .scanning }
    }
}
