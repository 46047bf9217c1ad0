struct NowPlayingViewModel {
    let item: Episode
    var secondaryLine: String { "\(item.show) · S\(item.season)E\(item.number)" }
}
