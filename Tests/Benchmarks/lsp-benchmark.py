"""Times `bdd lsp` as an editor drives it; run by lsp-benchmark.sh. Prints one line per figure."""
import json
import os
import statistics
import subprocess
import sys
import time


class Server:
    def __init__(self, executable):
        self.process = subprocess.Popen([executable, "run", "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            header += self.process.stdout.read(1)
        length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == self.next_id and "method" not in message:
                return message

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def peak_memory_mb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def stop(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=10)


def milliseconds(seconds):
    return f"{seconds * 1000:.1f} ms"


def main(executable, workspace, large):
    starts = []
    for _ in range(5):
        began = time.perf_counter()
        server = Server(executable)
        server.request("initialize", {"capabilities": {}})
        starts.append(time.perf_counter() - began)
        server.stop()
    print(f"start-up to initialize answered: median {milliseconds(statistics.median(starts))}, max {milliseconds(max(starts))} (5 starts)")

    server = Server(executable)
    root = "file://" + os.path.abspath(workspace)
    server.request("initialize", {"rootUri": root, "capabilities": {"textDocument": {"completion": {"completionItem": {"snippetSupport": True}}}}})
    began = time.perf_counter()
    server.notify("initialized", {})
    first = sorted(os.listdir(workspace))[0]
    answer = server.request("textDocument/references", {
        "textDocument": {"uri": f"{root}/{first}"}, "position": {"line": 6, "character": 10}, "context": {"includeDeclaration": False}})
    count = sum(1 for name in os.listdir(workspace) if name.endswith(".feature"))
    print(f"workspace of {count} feature files indexed: {milliseconds(time.perf_counter() - began)} "
          f"({len(answer['result'])} references found), peak memory {server.peak_memory_mb():.0f} MB")

    uri = "file://" + os.path.abspath(large)
    lines = open(large, encoding="utf-8").read().split("\n")
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "gherkin", "version": 1, "text": "\n".join(lines)}})
    while server.receive().get("method") != "textDocument/publishDiagnostics":
        pass
    step = next(i for i, line in enumerate(lines) if line.strip().startswith("When I add "))
    column = lines[step].index("When I add ") + len("When I add ")
    scenarios = sum(1 for line in lines if line.strip().startswith(("Scenario:", "Scenario Outline:")))

    def edit(versions, range_start, range_end, text_of):
        changes = []
        for version in versions:
            began = time.perf_counter()
            server.notify("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": {"start": range_start, "end": range_end}, "text": text_of(version)}]})
            while True:
                message = server.receive()
                if message.get("method") == "textDocument/publishDiagnostics" and message["params"].get("version") == version:
                    break
            changes.append(time.perf_counter() - began)
        return changes

    at_step = ({"line": step, "character": column}, {"line": step, "character": column + 1})
    changes = edit(range(2, 32), *at_step, lambda version: str(version % 10))
    print(f"diagnostics after an edit of a {scenarios}-scenario document: median {milliseconds(statistics.median(changes))}, "
          f"max {milliseconds(max(changes))} (30 edits)")

    # The first scenario keyword misspelt, so the document does not parse and is read line by line.
    keyword = next(i for i, line in enumerate(lines) if line.strip().startswith("Scenario:"))
    end = lines[keyword].index("Scenario:") + len("Scenario")
    edit([32], {"line": keyword, "character": end}, {"line": keyword, "character": end}, lambda _: "o")
    changes = edit(range(33, 63), *at_step, lambda version: str(version % 10))
    print(f"diagnostics after an edit of that document with a syntax error: median {milliseconds(statistics.median(changes))}, "
          f"max {milliseconds(max(changes))} (30 edits)")

    completions = []
    for _ in range(30):
        began = time.perf_counter()
        server.request("textDocument/completion", {"textDocument": {"uri": uri}, "position": {"line": step, "character": column - len("I add ")}})
        completions.append(time.perf_counter() - began)
    print(f"completion in that document: median {milliseconds(statistics.median(completions))}, max {milliseconds(max(completions))} (30 requests)")
    print(f"peak memory after all: {server.peak_memory_mb():.0f} MB")
    server.stop()


if __name__ == "__main__":
    main(*sys.argv[1:4])
