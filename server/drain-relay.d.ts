import type { NextFunction, Request, Response } from "express";

export function drainRelay(req: Request, res: Response, next: NextFunction): void;
