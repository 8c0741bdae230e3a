import Glibc
import Logging

/// Loading the static root into memory once, at start.
extension StaticFiles {
    /// A bigger file is a mistake for an app's assets (and would sit in memory for good): refuse to start.
    public static let maximumFileBytes = 16 * 1024 * 1024

    private static let logger = Logger(label: "HTTPServer.StaticFiles")

    /// Walks `root` with lstat so links are seen as links. Skipped: names starting with `.` (and
    /// everything below a dot-directory), special files, links to directories (following them
    /// could loop), and links whose real path is outside the root or inside a dot-directory.
    static func load(root: String) throws(ContentError) -> [String: StaticFile] {
        guard let realRoot = realPath(root) else { throw .unreadable(path: root, errno: errno) }
        var files: [String: StaticFile] = [:]
        try walk(directory: realRoot, urlPrefix: "", realRoot: realRoot, into: &files)
        return files
    }

    private static func walk(
        directory: String, urlPrefix: String, realRoot: String,
        into files: inout [String: StaticFile]
    ) throws(ContentError) {
        guard let handle = opendir(directory) else { throw .unreadable(path: directory, errno: errno) }
        defer { closedir(handle) }
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { throw .unreadable(path: directory, errno: errno) }
                return
            }
            let maybeName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(validatingCString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard let name = maybeName else {
                logger.warning("skipping a file name that is not UTF-8", metadata: ["directory": "\(directory)"])
                continue
            }
            guard !name.hasPrefix(".") else { continue }  // also `.` and `..`
            let path = directory + "/" + name
            let urlPath = urlPrefix + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { throw .unreadable(path: path, errno: errno) }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                try walk(directory: path, urlPrefix: urlPath, realRoot: realRoot, into: &files)
            case S_IFREG:
                files[urlPath] = try loadFile(at: path, urlPath: urlPath, info: info)
            case S_IFLNK:
                guard let target = linkTarget(path, realRoot: realRoot) else {
                    logger.notice("skipping a link that leaves the static root", metadata: ["path": "\(path)"])
                    continue
                }
                var targetInfo = stat()
                guard stat(target, &targetInfo) == 0 else { throw .unreadable(path: target, errno: errno) }
                guard targetInfo.st_mode & S_IFMT == S_IFREG else { continue }
                files[urlPath] = try loadFile(at: target, urlPath: urlPath, info: targetInfo)
            default:
                continue  // sockets, FIFOs, devices: not content
            }
        }
    }

    /// The real path a link resolves to when it stays inside `realRoot` and out of dot-directories.
    /// The prefix test has a trailing slash so `/srv/public-old` is not taken for inside `/srv/public`.
    private static func linkTarget(_ path: String, realRoot: String) -> String? {
        guard let target = realPath(path), target.hasPrefix(realRoot + "/") else { return nil }
        let inside = target.dropFirst(realRoot.count + 1)
        guard !inside.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return nil }
        return target
    }

    private static func loadFile(at path: String, urlPath: String, info: stat) throws(ContentError) -> StaticFile {
        let size = Int(info.st_size)
        guard size <= maximumFileBytes else { throw .fileTooLarge(path: path, bytes: size) }
        let bytes = try readAll(path, expectedSize: size)
        return try StaticFile(path: urlPath, bytes: bytes, lastModified: Int(info.st_mtim.tv_sec))
    }

    /// Reads a whole file; stops at `maximumFileBytes` + 1 in case it grew since stat.
    private static func readAll(_ path: String, expectedSize: Int) throws(ContentError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(path: path, errno: errno) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expectedSize)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, errno: errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[..<count])
            guard bytes.count <= maximumFileBytes else { throw .fileTooLarge(path: path, bytes: bytes.count) }
        }
    }

    /// realpath(3) as a String, or nil (with errno set) when the path does not resolve.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(validatingCString: resolved)
    }
}
