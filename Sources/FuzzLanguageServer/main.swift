import FuzzHarnesses

// A libFuzzer target when built by Tests/fuzz, a replayer of saved inputs otherwise (see FuzzDriver).
FuzzDriver.main(.languageServer)
