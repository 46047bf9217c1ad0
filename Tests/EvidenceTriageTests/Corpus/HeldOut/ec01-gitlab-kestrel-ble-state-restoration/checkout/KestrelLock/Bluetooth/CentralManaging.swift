import CoreBluetooth

/// Thin seam over CBCentralManager so the scanner and the restoration handler
/// can be driven by a fake in unit tests.
protocol CentralManaging: AnyObject {
    var state: CBManagerState { get }
    func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]?)
    func stopScan()
}

extension CBCentralManager: CentralManaging {}

enum KestrelServices {
    static let lock = CBUUID(string: "6E40A001-B5A3-F393-E0A9-E50E24DCCA9E")
    static let restoreIdentifier = "com.kestrelhome.lock.central"
}
