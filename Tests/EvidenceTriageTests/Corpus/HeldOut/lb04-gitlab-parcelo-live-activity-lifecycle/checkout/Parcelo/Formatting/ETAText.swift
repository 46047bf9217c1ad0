enum ETAText {
    static func minutes(fromSeconds s: Int) -> String { "\(s / 60) min" }
}
