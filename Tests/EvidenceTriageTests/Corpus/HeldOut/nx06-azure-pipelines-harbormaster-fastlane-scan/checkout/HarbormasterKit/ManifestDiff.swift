struct ManifestDiff {
    let removed: [String]

    init(old: Manifest, new: Manifest) {
        removed = old.containers.filter { !new.containers.contains($0) }
    }
}
