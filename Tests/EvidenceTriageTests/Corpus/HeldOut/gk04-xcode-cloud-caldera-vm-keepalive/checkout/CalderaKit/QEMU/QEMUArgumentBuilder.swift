import Foundation

public struct QEMUArgumentBuilder {
    public var sharedDirectory: URL?
    public var shareTag = "share"

    public func arguments() -> [String] {
        var args = ["-machine", "virt", "-nographic"]
        if let dir = sharedDirectory {
            args += ["-fsdev", "local,id=virtfs0,path=\(dir.path),security_model=mapped-xattr",
                     "-device", "virtio-9p-pci,fsdev=virtfs0,mount_tag=\(shareTag)"]
        }
        return args
    }
}
