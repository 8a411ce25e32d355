/// The version of `bdd`, reported by `--version` and in the `meta` message.
public enum BDDVersion {
    /// The current version.
    public static let current = "0.1.0"
}
