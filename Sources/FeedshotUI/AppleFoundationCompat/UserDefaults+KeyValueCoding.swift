import Foundation

// On Apple platforms `UserDefaults` is an `NSObject` and inherits key-value coding, so app code
// stores with `setValue(_:forKey:)` and reads with `value(forKey:)`; Foundation on Linux has no
// key-value coding. These forward to the defaults' own `set(_:forKey:)` and `object(forKey:)`,
// which is what they do for a `UserDefaults` on iOS.
extension UserDefaults {
    /// Stores `value` under `key` (nil removes it): `NSObject`'s key-value coding setter on Apple platforms.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// The value stored under `key`: `NSObject`'s key-value coding getter on Apple platforms.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
