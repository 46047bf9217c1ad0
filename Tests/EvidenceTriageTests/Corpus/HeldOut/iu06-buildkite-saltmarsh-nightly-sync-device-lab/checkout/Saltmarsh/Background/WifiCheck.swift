import Network

protocol WifiChecking { var isOnWifi: Bool { get } }
protocol BatteryStateProviding { var isCharging: Bool { get } }

struct WifiCheck: WifiChecking {
    var isOnWifi: Bool {
        let monitor = NWPathMonitor()
        return monitor.currentPath.usesInterfaceType(.wifi)
    }
}
