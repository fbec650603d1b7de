"""A tiny .ics feed server for the subscription tests: serves the files of a
directory with an ETag (a hash of the content), answers If-None-Match with
304, and logs each request's path and status, one per line, to a file
(before answering, so a client that has its answer finds it logged).
Prints its port once it listens."""
import hashlib
import http.server
import os
import sys

root, log = sys.argv[1], sys.argv[2]


class Feed(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        path = os.path.join(root, self.path.lstrip("/"))
        if not os.path.isfile(path):
            self.answer(404, b"")
            return
        with open(path, "rb") as f:
            body = f.read()
        etag = '"%s"' % hashlib.sha1(body).hexdigest()
        if self.headers.get("If-None-Match") == etag:
            self.answer(304, b"", etag)
        else:
            self.answer(200, body, etag)

    def answer(self, status, body, etag=None):
        with open(log, "a") as f:
            f.write("%s %d\n" % (self.path, status))
        self.send_response(status)
        if etag:
            self.send_header("ETag", etag)
        self.send_header("Content-Type", "text/calendar")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


server = http.server.HTTPServer(("127.0.0.1", 0), Feed)
print(server.server_address[1], flush=True)
server.serve_forever()
