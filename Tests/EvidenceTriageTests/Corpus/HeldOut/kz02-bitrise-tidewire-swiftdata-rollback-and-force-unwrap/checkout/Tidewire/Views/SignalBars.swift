enum SignalBars {
    /// 4 bars above -80 dBm, 3 above -95, 2 above -110, else 1 (spec: docs/radio-ui.md).
    static func bars(forRSSI rssi: Int) -> Int {
        switch rssi {
        case (-80)...: return 4
        case (-95)...: return 3
        case (-120)...: return 2      // threshold drifted from -110
        default: return 1
        }
    }
}
