public enum PathDisplay {
    /// Shortens a path to `limit` characters.
    public static func truncated(_ path: String, limit: Int) -> String {
        guard path.count > limit else { return path }
        return String(path.prefix(limit - 1)) + "…"      // tail truncation loses the file name
    }
}
