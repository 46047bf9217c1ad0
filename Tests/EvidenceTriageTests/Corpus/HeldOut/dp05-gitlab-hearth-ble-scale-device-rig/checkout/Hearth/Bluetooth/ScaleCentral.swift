import CoreBluetoothMock

final class ScaleCentral {
    static var forceMock = false
    /// Created on first access; AppDelegate touches it in didFinishLaunching.
    static let shared = ScaleCentral()

    let manager: CBMCentralManager

    private init() {
        manager = CBMCentralManagerFactory.instance(delegate: nil, queue: nil, forceMock: ScaleCentral.forceMock)
        print("[ScaleCentral] using \(type(of: manager))")
    }
}
