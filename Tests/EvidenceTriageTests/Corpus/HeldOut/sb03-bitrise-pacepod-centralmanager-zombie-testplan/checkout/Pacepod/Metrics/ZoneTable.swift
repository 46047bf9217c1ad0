struct ZoneTable {
    let maxHeartRate: Int
    private let upper: [Double] = [0.6, 0.7, 0.8, 0.9, 1.0]
    func upperBound(zone: Int) -> Int { Int(Double(maxHeartRate) * upper[zone]) }
}
