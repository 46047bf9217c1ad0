struct Trip { var zone: Int; var isTransfer: Bool; var peak = false }

struct FareCalculator {
    let base: Double
    let transferDiscount: Double
    let dailyCap: Double

    func total(for trips: [Trip]) -> Double {
        let sum = trips.reduce(0.0) { acc, trip in
            acc + base + (trip.peak ? 0.50 : 0) - (trip.isTransfer ? transferDiscount : 0)
        }
        // BUG: the transfer discounts are added back after capping
        return min(sum, dailyCap) + Double(trips.filter(\.isTransfer).count) * transferDiscount
    }
}
