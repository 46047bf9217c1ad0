struct ActiveMinutesBadge {
    let minutes: Int
    var text: String { minutes >= 60 ? "\(minutes / 60) h" : "\(minutes) min" }
}
