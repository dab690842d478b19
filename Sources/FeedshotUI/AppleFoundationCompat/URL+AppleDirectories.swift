// Apple-only conveniences app code uses for files and Linux's Foundation lacks. They resolve to
// the XDG locations a Linux user expects; each is written only where Foundation has no member of
// that name (so a future Foundation that adds one is never ambiguous with it here).

#if os(Linux)
extension URL {
    /// The user's documents folder: `$XDG_DOCUMENTS_DIR`, else `~/Documents` (Apple's
    /// `URL.documentsDirectory`, the app container's Documents there).
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Documents", isDirectory: true)
    }

    /// The user's cache folder: `$XDG_CACHE_HOME`, else `~/.cache` (Apple's `URL.cachesDirectory`).
    public static var cachesDirectory: URL {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache", isDirectory: true)
    }

    /// The application-support folder: `$XDG_DATA_HOME`, else `~/.local/share` (Apple's
    /// `URL.applicationSupportDirectory`).
    public static var applicationSupportDirectory: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share", isDirectory: true)
    }

    /// The temporary folder (Apple's `URL.temporaryDirectory`).
    public static var temporaryDirectory: URL {
        FileManager.default.temporaryDirectory
    }

    /// The user's home folder (Apple's `URL.homeDirectory`).
    public static var homeDirectory: URL {
        URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
    }
}
#endif
