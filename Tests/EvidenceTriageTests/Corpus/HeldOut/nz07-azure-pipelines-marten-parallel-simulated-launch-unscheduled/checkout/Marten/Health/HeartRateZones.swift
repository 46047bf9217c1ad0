struct HeartRateZones {
    let maxHeartRate: Int
    private let bounds: [Double] = [0.5, 0.6, 0.7, 0.8, 0.9, 1.0]

    func range(for zone: Int) -> ClosedRange<Int> {
        let lower = Int(Double(maxHeartRate) * bounds[zone - 1])
        let upper = Int(Double(maxHeartRate) * bounds[zone]) - 1
        return lower...upper
    }
}
