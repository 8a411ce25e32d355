import BDDRuntime

/// What `--shard` asks for: a shard given on the command line, or the one the CI system's variables name.
enum ShardRequest: Equatable {
    case given(Shard)
    case auto
}
