import SharedKernel

/// Answers the token to present right now, or `nil` when there is none (async so a store may be an actor).
public typealias AccessTokenProvider = @Sendable () async -> AccessToken?
