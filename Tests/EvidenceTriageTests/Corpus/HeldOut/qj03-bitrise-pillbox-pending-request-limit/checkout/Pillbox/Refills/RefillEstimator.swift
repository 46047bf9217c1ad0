struct RefillEstimator {
    let pillsLeft: Int
    let dosesPerDay: Int
    var daysRemaining: Int { Int((Double(pillsLeft) / Double(dosesPerDay)).rounded()) }
    var daysRemainingOrNil: Int? { dosesPerDay == 0 ? nil : daysRemaining }
}
